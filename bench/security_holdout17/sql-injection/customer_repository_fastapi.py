from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query
from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.orm import Session

from app.db import get_session

router = APIRouter(prefix="/customers", tags=["customers"])


class CustomerOut(BaseModel):
    id: int
    name: str
    email: str
    country: str


class CustomerListParams(BaseModel):
    country: str | None = None
    sort: str = "name"
    direction: str = "asc"
    limit: int = 50


class CustomerRepository:
    def __init__(self, session: Session):
        self.session = session

    def get(self, customer_id: int) -> dict | None:
        row = self.session.execute(
            text("SELECT id, name, email, country FROM customers WHERE id = :id"),
            {"id": customer_id},
        ).mappings().first()
        return dict(row) if row else None

    def list(self, params: CustomerListParams) -> list[dict]:
        sql = "SELECT id, name, email, country FROM customers"
        binds: dict = {"limit": params.limit}
        if params.country:
            sql += " WHERE country = :country"
            binds["country"] = params.country
        sql += f" ORDER BY {params.sort} {params.direction} LIMIT :limit"
        result = self.session.execute(text(sql), binds)
        return [dict(r) for r in result.mappings()]


def get_repository(session: Annotated[Session, Depends(get_session)]) -> CustomerRepository:
    return CustomerRepository(session)


def list_params(
    country: str | None = None,
    sort: str = Query("name", max_length=40),
    direction: str = Query("asc", max_length=4),
    limit: int = Query(50, ge=1, le=200),
) -> CustomerListParams:
    return CustomerListParams(country=country, sort=sort, direction=direction, limit=limit)


@router.get("/{customer_id}", response_model=CustomerOut)
def read_customer(customer_id: int, repo: Annotated[CustomerRepository, Depends(get_repository)]):
    customer = repo.get(customer_id)
    if customer is None:
        raise HTTPException(status_code=404, detail="Customer not found")
    return customer


@router.get("/", response_model=list[CustomerOut])
def list_customers(
    params: Annotated[CustomerListParams, Depends(list_params)],
    repo: Annotated[CustomerRepository, Depends(get_repository)],
):
    return repo.list(params)
