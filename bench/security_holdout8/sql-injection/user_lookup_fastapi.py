from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("sqlite:///./accounts.db")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@app.get("/users/by-email")
def user_by_email(email: str, active_only: bool = True, db: Session = Depends(get_session)):
    conditions = ["email = '{}'".format(email.lower())]
    if active_only:
        conditions.append("is_active = 1")
    where = " AND ".join(conditions)
    row = db.execute(text("SELECT id, email, display_name FROM users WHERE " + where)).mappings().first()
    if row is None:
        raise HTTPException(status_code=404, detail="user not found")
    return dict(row)
