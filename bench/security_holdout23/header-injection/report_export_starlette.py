import csv
import io
import os
import uuid
from dataclasses import dataclass, field
from datetime import date
from typing import Dict, List

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route


@dataclass
class SavedReport:
    id: str
    owner: str
    title: str
    columns: List[str]
    rows: List[List[str]] = field(default_factory=list)
    shared: bool = False
    created: date = field(default_factory=date.today)


class ReportRepository:
    def __init__(self):
        self._reports: Dict[str, SavedReport] = {}

    def add(self, report: SavedReport) -> None:
        self._reports[report.id] = report

    def get(self, report_id: str, owner: str) -> SavedReport:
        report = self._reports.get(report_id)
        if report is None or report.owner != owner:
            raise HTTPException(status_code=404)
        return report

    def get_shared(self, report_id: str) -> SavedReport:
        report = self._reports.get(report_id)
        if report is None or not report.shared:
            raise HTTPException(status_code=404)
        return report


class ExportService:
    def to_csv(self, report: SavedReport) -> bytes:
        buf = io.StringIO()
        writer = csv.writer(buf)
        writer.writerow(report.columns)
        writer.writerows(report.rows)
        return buf.getvalue().encode("utf-8")

    def download_name(self, report: SavedReport) -> str:
        return f"{report.title.strip()} {report.created.isoformat()}.csv"


class ApiKeyMiddleware(BaseHTTPMiddleware):
    def __init__(self, app, keys: Dict[str, str]):
        super().__init__(app)
        self.keys = keys

    async def dispatch(self, request, call_next):
        if request.url.path.startswith("/shared/"):
            return await call_next(request)
        owner = self.keys.get(request.headers.get("x-api-key", ""))
        if owner is None:
            return JSONResponse({"detail": "unauthorised"}, status_code=401)
        request.state.owner = owner
        return await call_next(request)


repository = ReportRepository()
exporter = ExportService()


async def create_report(request: Request) -> JSONResponse:
    data = await request.json()
    report = SavedReport(
        id=uuid.uuid4().hex,
        owner=request.state.owner,
        title=str(data.get("title", "report"))[:150],
        columns=[str(c) for c in data.get("columns", [])],
        rows=[[str(v) for v in row] for row in data.get("rows", [])],
        shared=bool(data.get("shared", False)),
    )
    repository.add(report)
    return JSONResponse({"id": report.id}, status_code=201)


def _csv_response(report: SavedReport) -> Response:
    body = exporter.to_csv(report)
    headers = {"Content-Disposition": f'attachment; filename="{exporter.download_name(report)}"'}
    return Response(body, media_type="text/csv", headers=headers)


async def export_report(request: Request) -> Response:
    return _csv_response(repository.get(request.path_params["report_id"], request.state.owner))


async def shared_report(request: Request) -> Response:
    return _csv_response(repository.get_shared(request.path_params["report_id"]))


def _load_keys() -> Dict[str, str]:
    pairs = (item.split(":", 1) for item in os.environ.get("REPORT_API_KEYS", "").split(",") if ":" in item)
    return {key: owner for owner, key in pairs}


app = Starlette(
    routes=[
        Route("/reports", create_report, methods=["POST"]),
        Route("/reports/{report_id}/export", export_report),
        Route("/shared/{report_id}", shared_report),
    ],
    middleware=[Middleware(ApiKeyMiddleware, keys=_load_keys())],
)
