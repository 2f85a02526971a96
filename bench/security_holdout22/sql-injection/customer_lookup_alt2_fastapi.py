from fastapi import APIRouter, Depends, HTTPException, Query
from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.orm import Session

from .auth import require_support_agent
from .database import get_session
from .models import Customer

router = APIRouter(prefix="/support/customers", tags=["support"])


class CustomerSummary(BaseModel):
    id: int
    email: str
    full_name: str
    plan: str
    open_tickets: int


LOOKUP_SQL = text(
    """
    SELECT c.id, c.email, c.full_name, c.plan, COUNT(t.id) AS open_tickets
    FROM customers c
    LEFT JOIN tickets t ON t.customer_id = c.id AND t.state = 'open'
    WHERE lower(c.email) LIKE lower(:pattern)
       OR lower(c.full_name) LIKE lower(:pattern)
    GROUP BY c.id, c.email, c.full_name, c.plan
    ORDER BY c.full_name
    LIMIT :limit
    """
)


@router.get("/lookup", response_model=list[CustomerSummary])
def lookup_customers(
    q: str = Query(..., min_length=3, max_length=120),
    limit: int = Query(20, ge=1, le=100),
    session: Session = Depends(get_session),
    agent=Depends(require_support_agent),
):
    pattern = f"%{q}%"
    rows = session.execute(LOOKUP_SQL, {"pattern": pattern, "limit": limit}).mappings().all()
    return [CustomerSummary(**row) for row in rows]


@router.get("/{customer_id}/plan")
def customer_plan(
    customer_id: int,
    session: Session = Depends(get_session),
    agent=Depends(require_support_agent),
):
    customer = session.get(Customer, customer_id)
    if customer is None:
        raise HTTPException(status_code=404, detail="customer not found")
    return {"customer_id": customer.id, "plan": customer.plan}
