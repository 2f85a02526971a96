import sqlalchemy as sa
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from app.models import User


def by_name(session: Session, name: str):
    # ruleid: python-sqlalchemy-text-format
    return session.execute(text(f"SELECT * FROM users WHERE name = '{name}'")).all()


def by_email(engine: sa.Engine, email: str):
    with engine.connect() as conn:
        # ruleid: python-sqlalchemy-text-format
        return conn.execute(sa.text("SELECT * FROM users WHERE email = '%s'" % email)).all()


def ordered(session: Session, column: str):
    stmt = "SELECT * FROM users ORDER BY {}".format(column)
    # ruleid: python-sqlalchemy-text-format
    return session.execute(text(stmt)).all()


def filtered(session: Session, clause: str):
    # ruleid: python-sqlalchemy-text-format
    return session.query(User).filter(text("active AND " + clause)).all()


def bound(session: Session, name: str):
    # ok: python-sqlalchemy-text-format
    return session.execute(text("SELECT * FROM users WHERE name = :name"), {"name": name}).all()


def bound_params(session: Session, name: str):
    # ok: python-sqlalchemy-text-format
    stmt = text("SELECT * FROM users WHERE name = :name").bindparams(name=name)
    return session.execute(stmt).all()


def expression_api(session: Session, name: str):
    # ok: python-sqlalchemy-text-format
    return session.execute(select(User).where(User.name == name)).scalars().all()


def unrelated_text(widget, label: str) -> None:
    # ok: python-sqlalchemy-text-format
    widget.text(f"Hello {label}")


from fastapi import FastAPI  # noqa: E402

api = FastAPI()
SORTS = {"name": "u.name", "newest": "u.created_at"}


@api.get("/users")
def list_users(session: Session, sort: str = "name"):
    column = SORTS.get(sort, "u.name")
    # a route reads the request: python-sql-injection-taint follows the value
    # ok: python-sqlalchemy-text-format
    return session.execute(text(f"SELECT * FROM users u ORDER BY {column}")).all()


def list_users_sorted(session: Session, sort: str):
    # a helper's caller may pass anything: the syntactic rule still judges it
    # ruleid: python-sqlalchemy-text-format
    return session.execute(text(f"SELECT * FROM users u ORDER BY {sort}")).all()


RETENTION = {"session_tokens": "expires_at", "email_outbox": "sent_at"}


def purge_expired(session: Session):
    for table, column in RETENTION.items():
        # ok: python-sqlalchemy-text-format
        session.execute(text(f"DELETE FROM {table} WHERE {column} < now()"))


def purge_tables(session: Session, tables):
    for table in tables:
        # ruleid: python-sqlalchemy-text-format
        session.execute(text(f"DELETE FROM {table}"))


def reports_listing(session: Session, owner: str, order_by: str):
    statement = (
        "SELECT id, title FROM reports WHERE owner = :owner "
        f"ORDER BY {order_by}"
    )
    # ruleid: python-sqlalchemy-text-format
    return session.execute(text(statement), {"owner": owner}).all()


def reports_by_column(session: Session, column: str):
    statement = (
        f"SELECT id, {column} FROM reports "
        "WHERE archived = false"
    )
    # ruleid: python-sqlalchemy-text-format
    return session.execute(text(statement)).all()


def reports_for_owner(session: Session, owner: str):
    statement = (
        "SELECT id, title FROM reports "
        "WHERE owner = :owner"
    )
    # ok: python-sqlalchemy-text-format
    return session.execute(text(statement), {"owner": owner}).all()


REPORT_SORTS = {"title": "title", "newest": "created_at"}


def reports_sorted(session: Session, sort_key: str, descending: bool):
    column = REPORT_SORTS.get(sort_key, "created_at")
    direction = "DESC" if descending else "ASC"
    statement = (
        "SELECT id, title FROM reports "
        f"ORDER BY {column} {direction}"
    )
    # ok: python-sqlalchemy-text-format
    return session.execute(text(statement)).all()


def reports_sorted_by(session: Session, sort_key: str, descending: bool):
    direction = "DESC" if descending else "ASC"
    statement = (
        "SELECT id, title FROM reports "
        f"ORDER BY {sort_key} {direction}"
    )
    # ruleid: python-sqlalchemy-text-format
    return session.execute(text(statement)).all()


def reports_page(session: Session, size: str):
    limit = int(size)
    # ok: python-sqlalchemy-text-format
    return session.execute(text(f"SELECT id FROM reports LIMIT {limit}")).all()
