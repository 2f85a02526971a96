import logging
import os
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

logger = logging.getLogger("crm.customers")
engine = create_engine(os.getenv("CRM_DATABASE_URL", "postgresql+psycopg://crm@db/crm"))
SessionLocal = sessionmaker(bind=engine, autoflush=False)
app = FastAPI(title="CRM customers")


class Customer(BaseModel):
    id: int
    email: str
    company: Optional[str]
    country: str


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


LOOKUP_SQL = text(
    "SELECT id, email, company, country FROM customers "
    "WHERE lower(email) LIKE :pattern AND (:country IS NULL OR country = :country) "
    "ORDER BY id LIMIT :limit"
)


@app.get("/customers/lookup", response_model=list[Customer])
def lookup_customers(
    email: str = Query(..., min_length=3),
    country: Optional[str] = Query(None, max_length=2),
    limit: int = Query(25, le=100),
    session: Session = Depends(get_session),
):
    pattern = f"%{email.lower()}%"
    params = {"pattern": pattern, "country": country, "limit": limit}
    rows = session.execute(LOOKUP_SQL, params).mappings().all()
    logger.info("customer lookup email=%s country=%s hits=%d", email, country, len(rows))
    return [Customer(**row) for row in rows]


@app.get("/customers/{customer_id}", response_model=Customer)
def get_customer(customer_id: int, session: Session = Depends(get_session)):
    row = session.execute(
        text("SELECT id, email, company, country FROM customers WHERE id = :id"),
        {"id": customer_id},
    ).mappings().first()
    if row is None:
        raise HTTPException(status_code=404, detail="customer not found")
    return Customer(**row)
