from fastapi import Depends, FastAPI
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg://app@db/app")
SessionLocal = sessionmaker(bind=engine)
api = FastAPI()


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def build_user_query():
    return text("SELECT id, display_name FROM users WHERE email = :email")


@api.get("/users/by-email")
def user_by_email(email: str, db: Session = Depends(get_db)):
    statement = build_user_query()
    row = db.execute(statement, {"email": email}).first()
    return {"user": dict(row._mapping) if row else None}
