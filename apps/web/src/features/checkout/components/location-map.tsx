import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';

export type LatLng = { latitude: number; longitude: number };

// Centre of Lomé, shown until the customer gives a position.
const LOME: [number, number] = [6.1319, 1.2228];

type Props = { position: LatLng | null; onChange: (position: LatLng) => void };

function PinOnClick({ onChange }: Pick<Props, 'onChange'>) {
  useMapEvents({ click: (e) => onChange({ latitude: e.latlng.lat, longitude: e.latlng.lng }) });
  return null;
}

function FollowPosition({ position }: Pick<Props, 'position'>) {
  const map = useMap();
  useEffect(() => {
    // A tap is already in view; a position from geolocation may be elsewhere in town.
    if (position && !map.getBounds().contains([position.latitude, position.longitude])) {
      map.setView([position.latitude, position.longitude], 15);
    }
  }, [map, position]);
  return null;
}

/**
 * Map where a tap drops the delivery pin. Loaded on demand (leaflet is heavy); OpenStreetMap tiles need the
 * customer's network, and when they fail the pin still works on the blank map.
 */
export default function LocationMap({ position, onChange }: Props) {
  return (
    <MapContainer
      center={position ? [position.latitude, position.longitude] : LOME}
      zoom={13}
      style={{ height: 220 }}
      className="rounded border"
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <PinOnClick onChange={onChange} />
      <FollowPosition position={position} />
      {position && (
        <CircleMarker
          center={[position.latitude, position.longitude]}
          radius={10}
          pathOptions={{ color: '#b33c00', fillColor: '#f07c2c', fillOpacity: 0.9 }}
        />
      )}
    </MapContainer>
  );
}
