// A profile's facts as short lines under the pots: what the table must keep in mind this hand.
import './profiles.css';

export function InfoLines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul class="profile-info">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
