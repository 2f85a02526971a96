from sqlalchemy import select

from app.models import Account


def banner(user) -> str:
    # ruleid: python-bool-literal-comparison
    if user.is_admin == True:
        return "admin"
    # ruleid: python-bool-literal-comparison
    if user.verified != False:
        return "verified"
    return ""


def admins(session):
    # ok: python-bool-literal-comparison
    stmt = select(Account).where(Account.is_admin == True)
    # ok: python-bool-literal-comparison
    rows = session.execute(stmt).scalars().all()
    # ok: python-bool-literal-comparison
    return [row for row in rows if row.verified is True]


def masked(frame):
    # ok: python-bool-literal-comparison
    return frame[frame["active"] == True]


DEBUG = False


def debug_matches(flag):
    # ok: python-bool-literal-comparison
    return flag == DEBUG
