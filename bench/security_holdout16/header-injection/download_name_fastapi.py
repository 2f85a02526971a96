from typing import Annotated
from urllib.parse import quote

from fastapi import FastAPI, HTTPException, Path, Query
from fastapi.responses import Response

from .storage import read_report

app = FastAPI()


@app.get("/reports/{report_id}/download")
async def download_report(
    report_id: Annotated[int, Path(ge=1)],
    name: Annotated[str | None, Query(max_length=120)] = None,
):
    if (data := await read_report(report_id)) is None:
        raise HTTPException(status_code=404)
    encoded = quote(name or f"report-{report_id}", safe="")
    response = Response(content=data, media_type="text/csv")
    response.headers["Content-Disposition"] = f"attachment; filename*=UTF-8''{encoded}.csv"
    return response
