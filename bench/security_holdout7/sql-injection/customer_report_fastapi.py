from dataclasses import dataclass
from typing import List, Optional

from fastapi import Depends, FastAPI, Query
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine

DATABASE_URL = "postgresql+psycopg2://reports:reports@localhost/crm"
DEFAULT_LIMIT = 50

app = FastAPI(title="CRM reports")
engine = create_engine(DATABASE_URL, pool_pre_ping=True)


class CustomerRow(BaseModel):
    id: int
    name: str
    region: str
    lifetime_value: float


@dataclass
class ReportFilter:
    region: Optional[str]
    sort_by: str
    limit: int


class CustomerReportService:
    def __init__(self, db_engine: Engine):
        self.engine = db_engine

    def _where(self, flt: ReportFilter) -> str:
        if flt.region:
            return f"WHERE c.region = '{flt.region}'"
        return ""

    def build_sql(self, flt: ReportFilter) -> str:
        return (
            "SELECT c.id, c.name, c.region, "
            "COALESCE(SUM(o.total), 0) AS lifetime_value "
            "FROM customers c LEFT JOIN orders o ON o.customer_id = c.id "
            f"{self._where(flt)} "
            "GROUP BY c.id, c.name, c.region "
            f"ORDER BY {flt.sort_by} DESC "
            f"LIMIT {flt.limit}"
        )

    def fetch(self, flt: ReportFilter) -> List[CustomerRow]:
        statement = self.build_sql(flt)
        with self.engine.connect() as conn:
            result = conn.execute(
                text(statement)
            )
            return [CustomerRow(**dict(row._mapping)) for row in result]


def get_service() -> CustomerReportService:
    return CustomerReportService(engine)


@app.get("/reports/customers", response_model=List[CustomerRow])
def customer_report(
    region: Optional[str] = Query(None),
    sort_by: str = Query("lifetime_value"),
    limit: int = Query(DEFAULT_LIMIT, le=500),
    service: CustomerReportService = Depends(get_service),
):
    flt = ReportFilter(region=region, sort_by=sort_by, limit=limit)
    return service.fetch(flt)
