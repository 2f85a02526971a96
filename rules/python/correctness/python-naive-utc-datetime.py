import datetime as dt
import time
from datetime import datetime, timezone


class Token:
    def __init__(self, ttl: int) -> None:
        # ruleid: python-naive-utc-datetime
        self.issued_at = datetime.utcnow()
        self.ttl = ttl

    def expired(self) -> bool:
        # ruleid: python-naive-utc-datetime
        return (dt.datetime.utcnow() - self.issued_at).total_seconds() > self.ttl


def parse_epoch(seconds: float) -> datetime:
    # ruleid: python-naive-utc-datetime
    return datetime.utcfromtimestamp(seconds)


def now_utc() -> datetime:
    # ok: python-naive-utc-datetime
    return datetime.now(timezone.utc)


def parse_epoch_aware(seconds: float) -> datetime:
    # ok: python-naive-utc-datetime
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def monotonic_age(start: float) -> float:
    # ok: python-naive-utc-datetime
    return time.monotonic() - start
