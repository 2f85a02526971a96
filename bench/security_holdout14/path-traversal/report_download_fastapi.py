import os

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import FileResponse

app = FastAPI()
REPORT_DIR = "/srv/app/reports"


def report_location(folder: str, name: str) -> str:
    return os.path.join(REPORT_DIR, folder, name)


@app.get("/reports/download")
async def download_report(
    name: str = Query(..., min_length=1),
    folder: str = Query("monthly"),
):
    path = report_location(folder, name)
    if not os.path.isfile(path):
        raise HTTPException(status_code=404, detail="report not found")
    return FileResponse(path, filename=os.path.basename(path))
