from sqlalchemy import and_, select

from app.models import User


def lookup(cache, key):
    value = cache.get(key)
    # ruleid: python-none-equality-comparison
    if value == None:
        return "missing"
    # ruleid: python-none-equality-comparison
    if None == cache.default:
        return "no default"
    # ruleid: python-none-equality-comparison
    return value.parent == None


def active_users(session):
    # ok: python-none-equality-comparison
    rows = session.query(User).filter(User.deleted_at == None).all()
    # ok: python-none-equality-comparison
    stmt = select(User).where(and_(User.email == None, User.active))
    # ok: python-none-equality-comparison
    pending = rows[0] is None
    return rows, stmt, pending


def mask(frame):
    # ok: python-none-equality-comparison
    return frame[frame["owner"] == None]


def test_adapter_passes_arguments():
    taken = None

    def save(*args):
        nonlocal taken
        taken = args

    save(42)
    # ok: python-none-equality-comparison
    assert (42,) == taken
