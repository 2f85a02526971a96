from datetime import date
from enum import Enum

from fastapi import APIRouter, Depends
from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from .db import get_async_session
from .auth import current_account

router = APIRouter(prefix="/reports")


class GroupBy(str, Enum):
    day = "day"
    week = "week"
    month = "month"


class Metric(str, Enum):
    requests = "request_count"
    bytes_out = "bytes_out"
    errors = "error_count"


class UsageReportRequest(BaseModel):
    start: date
    end: date
    group_by: GroupBy = GroupBy.day
    metric: Metric = Metric.requests
    project: str | None = None


class UsageRow(BaseModel):
    bucket: str
    value: int


@router.post("/usage", response_model=list[UsageRow])
async def usage_report(
    body: UsageReportRequest,
    session: AsyncSession = Depends(get_async_session),
    account=Depends(current_account),
):
    params = {"account": account.id, "start": body.start, "end": body.end}
    project_filter = ""
    if body.project:
        project_filter = "AND project_slug = :project"
        params["project"] = body.project

    stmt = text(
        f"SELECT date_trunc('{body.group_by.value}', ts)::date::text AS bucket, "
        f"SUM({body.metric.value}) AS value FROM usage_events "
        f"WHERE account_id = :account AND ts BETWEEN :start AND :end {project_filter} "
        "GROUP BY 1 ORDER BY 1"
    )
    result = await session.execute(stmt, params)
    return [UsageRow(bucket=r.bucket, value=r.value or 0) for r in result]


@router.get("/usage/projects")
async def usage_projects(
    session: AsyncSession = Depends(get_async_session),
    account=Depends(current_account),
):
    result = await session.execute(
        text("SELECT DISTINCT project_slug FROM usage_events WHERE account_id = :a"),
        {"a": account.id},
    )
    return [r[0] for r in result]
