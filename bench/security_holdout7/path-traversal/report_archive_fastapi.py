import asyncio
from dataclasses import dataclass
from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import Response

REPORTS_ROOT = Path("/data/reports")
MEDIA_TYPES = {
    ".csv": "text/csv",
    ".pdf": "application/pdf",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}

app = FastAPI()


@dataclass
class ReportLocation:
    tenant: str
    period: str
    name: str

    @property
    def relative(self) -> Path:
        return Path(self.tenant) / self.period / self.name


class ReportStore:
    def __init__(self, root: Path = REPORTS_ROOT):
        self.root = root

    def path_for(self, loc: ReportLocation) -> Path:
        return self.root / loc.relative

    def _read(self, path: Path) -> bytes:
        with open(path, "rb") as fh:
            return fh.read()

    async def read(self, loc: ReportLocation) -> bytes:
        path = self.path_for(loc)
        if path.suffix not in MEDIA_TYPES:
            raise HTTPException(status_code=415, detail="unsupported report type")
        if not path.exists():
            raise HTTPException(status_code=404, detail="report not found")
        return await asyncio.to_thread(self._read, path)


def get_store() -> ReportStore:
    return ReportStore()


@app.get("/reports/{tenant}/{period}/{name:path}")
async def fetch_report(
    tenant: str,
    period: str,
    name: str,
    store: ReportStore = Depends(get_store),
):
    loc = ReportLocation(tenant=tenant, period=period, name=name)
    data = await store.read(loc)
    media_type = MEDIA_TYPES[Path(name).suffix]
    return Response(
        content=data,
        media_type=media_type,
        headers={"Content-Disposition": "attachment"},
    )
