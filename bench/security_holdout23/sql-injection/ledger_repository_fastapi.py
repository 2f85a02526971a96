from datetime import date
from decimal import Decimal
from enum import Enum
from typing import List, Optional

from fastapi import APIRouter, Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg://ledger@db/ledger", pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine)

router = APIRouter(prefix="/ledger")


class EntryKind(str, Enum):
    debit = "debit"
    credit = "credit"


class EntryQuery(BaseModel):
    account: str = Field(..., max_length=64)
    kind: Optional[EntryKind] = None
    memo_contains: Optional[str] = Field(None, max_length=100)
    start: Optional[date] = None
    end: Optional[date] = None


class EntryOut(BaseModel):
    id: int
    account: str
    kind: EntryKind
    amount: Decimal
    memo: str
    booked_on: date


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


class LedgerRepository:
    def __init__(self, session: Session):
        self.session = session

    def find_entries(self, q: EntryQuery) -> List[dict]:
        clauses = ["account = :account"]
        params = {"account": q.account}
        if q.kind is not None:
            clauses.append("kind = :kind")
            params["kind"] = q.kind.value
        if q.memo_contains:
            clauses.append("memo ILIKE :memo")
            params["memo"] = f"%{q.memo_contains}%"
        if q.start:
            clauses.append("booked_on >= :start")
            params["start"] = q.start
        if q.end:
            clauses.append("booked_on <= :end")
            params["end"] = q.end
        stmt = text(
            "SELECT id, account, kind, amount, memo, booked_on FROM ledger_entry WHERE "
            + " AND ".join(clauses)
            + " ORDER BY booked_on DESC, id DESC LIMIT 500"
        )
        result = self.session.execute(stmt, params)
        return [dict(row._mapping) for row in result]

    def balance(self, account: str) -> Decimal:
        stmt = text(
            "SELECT COALESCE(SUM(CASE WHEN kind = 'credit' THEN amount ELSE -amount END), 0) "
            "FROM ledger_entry WHERE account = :account"
        )
        return self.session.execute(stmt, {"account": account}).scalar_one()


def get_repository(session: Session = Depends(get_session)) -> LedgerRepository:
    return LedgerRepository(session)


@router.get("/entries", response_model=List[EntryOut])
def list_entries(q: EntryQuery = Depends(), repo: LedgerRepository = Depends(get_repository)):
    if q.start and q.end and q.start > q.end:
        raise HTTPException(status_code=422, detail="start must be before end")
    return repo.find_entries(q)


@router.get("/accounts/{account}/balance")
def account_balance(account: str, repo: LedgerRepository = Depends(get_repository)):
    return {"account": account, "balance": str(repo.balance(account))}


app = FastAPI()
app.include_router(router)
