from typing import Optional

import psycopg2
from fastapi import APIRouter, Depends, Query

from .settings import Settings, get_settings

router = APIRouter(prefix="/customers")


class CustomerRepository:
    def __init__(self, dsn: str):
        self.dsn = dsn

    def search(self, email: str, region: Optional[str]):
        sql = "SELECT id, name, email FROM customers WHERE email = %s"
        params = [email]
        if region:
            sql += " AND region = %s"
            params.append(region)
        with psycopg2.connect(self.dsn) as conn, conn.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall()


def get_repo(settings: Settings = Depends(get_settings)) -> CustomerRepository:
    return CustomerRepository(settings.database_dsn)


@router.get("/lookup")
def lookup(email: str = Query(...), region: Optional[str] = None, repo: CustomerRepository = Depends(get_repo)):
    return [{"id": r[0], "name": r[1], "email": r[2]} for r in repo.search(email, region)]
