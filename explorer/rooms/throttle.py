"""How many wrong room codes one visit may type: `FREE` a minute, then it waits.

A visit that keeps typing codes that open no room is guessing (or a script is): each miss is
kept, and once `FREE` misses fall within `WINDOW` seconds the next try waits until the oldest
of them is a `WINDOW` old. A typo costs nothing (the check digit catches it before any look-up,
and is not counted). Times are given by the caller (the engine keeps no clock).
"""

from __future__ import annotations

from dataclasses import dataclass

FREE = 5  # codes that open no room, per WINDOW, before the visit waits
WINDOW = 60.0  # seconds


@dataclass(frozen=True)
class Throttle:
    misses: tuple[float, ...] = ()  # when the visit's last codes that opened no room were typed

    def wait(self, now: float) -> float:
        """Seconds before the visit may try another code (0: now)."""
        recent = [t for t in self.misses if now - t < WINDOW]
        if len(recent) < FREE:
            return 0.0
        return max(0.0, recent[-FREE] + WINDOW - now)

    def missed(self, now: float) -> Throttle:
        """After a code that opened no room, at `now` (only the last FREE are kept)."""
        return Throttle((*[t for t in self.misses if now - t < WINDOW], now)[-FREE:])
