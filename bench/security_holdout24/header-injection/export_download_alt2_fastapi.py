from pathlib import Path
from urllib.parse import quote

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
EXPORT_DIR = Path("/srv/exports")


@app.get("/exports/{report_id}")
async def download_export(report_id: int, name: str | None = None):
    path = EXPORT_DIR / f"{report_id}.csv"
    if not path.is_file():
        raise HTTPException(status_code=404, detail="export not found")
    filename = name or f"report-{report_id}.csv"
    disposition = "attachment; filename*=UTF-8''{}".format(quote(filename))
    return FileResponse(path, media_type="text/csv", headers={"Content-Disposition": disposition})
