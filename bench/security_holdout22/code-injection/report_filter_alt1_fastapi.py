from typing import Any

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, Field

from .auth import get_current_user
from .reports import load_report_rows

router = APIRouter(prefix="/reports", tags=["reports"])


class FilterSpec(BaseModel):
    report: str = Field(..., pattern=r"^[a-z_]{3,40}$")
    condition: str = Field(..., min_length=1, max_length=300)
    columns: list[str] = Field(default_factory=list, max_length=20)
    limit: int = Field(500, ge=1, le=5000)


class FilterResult(BaseModel):
    report: str
    matched: int
    rows: list[dict[str, Any]]


@router.post("/filter", response_model=FilterResult)
def filter_report(spec: FilterSpec, user=Depends(get_current_user)):
    rows = load_report_rows(spec.report, owner_id=user.id)
    if rows is None:
        raise HTTPException(status_code=404, detail="report not found")

    try:
        predicate = eval(compile(f"lambda row: {spec.condition}", "<report-filter>", "eval"))
    except SyntaxError as exc:
        raise HTTPException(status_code=422, detail=f"condition is not valid: {exc.msg}")

    matched = []
    for row in rows:
        try:
            if predicate(row):
                matched.append({k: row[k] for k in spec.columns} if spec.columns else row)
        except (KeyError, TypeError):
            continue
        if len(matched) >= spec.limit:
            break

    return FilterResult(report=spec.report, matched=len(matched), rows=matched)
