from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
REPORTS_ROOT = Path("/var/lib/reports").resolve()


@app.get("/reports/{report_path:path}")
def fetch_report(report_path: str):
    candidate = (REPORTS_ROOT / report_path).resolve()
    if not candidate.is_relative_to(REPORTS_ROOT) or not candidate.is_file():
        raise HTTPException(status_code=404, detail="report not found")
    return FileResponse(candidate, media_type="application/pdf", filename=candidate.name)
