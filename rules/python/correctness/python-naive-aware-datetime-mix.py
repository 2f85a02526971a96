from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo


class Session:
    def __init__(self, expires_at: datetime) -> None:
        self.expires_at = expires_at.astimezone(timezone.utc)

    def expired(self) -> bool:
        deadline = datetime.now(timezone.utc) + timedelta(minutes=5)
        # ruleid: python-naive-aware-datetime-mix
        return datetime.now() > self.expires_at.astimezone(timezone.utc) or deadline < datetime.now()


def age(created: datetime) -> timedelta:
    created_utc = created.replace(tzinfo=timezone.utc)
    # ruleid: python-naive-aware-datetime-mix
    return datetime.today() - created_utc


def is_future(stamp: float) -> bool:
    # ruleid: python-naive-aware-datetime-mix
    return datetime.fromtimestamp(stamp) > datetime.now(tz=ZoneInfo("Europe/Paris"))


def expired_safely(expires_at: datetime) -> bool:
    now = datetime.now(timezone.utc)
    # ok: python-naive-aware-datetime-mix
    return now > expires_at.astimezone(timezone.utc)


def age_naive(created: datetime) -> timedelta:
    # ok: python-naive-aware-datetime-mix
    return datetime.now() - created


def local_age(created: datetime) -> timedelta:
    naive = created.replace(tzinfo=None)
    # ok: python-naive-aware-datetime-mix
    return datetime.now() - naive


def is_future_aware(stamp: float) -> bool:
    # ok: python-naive-aware-datetime-mix
    return datetime.fromtimestamp(stamp, tz=timezone.utc) > datetime.now(timezone.utc)
