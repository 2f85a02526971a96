from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import FileResponse

from analytics.auth import require_team_member

app = FastAPI()
REPORT_ROOT = Path("/srv/analytics/reports").resolve()


def report_path(team_id: int, filename: str) -> Path:
    team_root = (REPORT_ROOT / str(team_id)).resolve()
    candidate = (team_root / filename).resolve()
    if not candidate.is_relative_to(team_root) or not candidate.is_file():
        raise HTTPException(status_code=404, detail="report not found")
    return candidate


@app.get("/teams/{team_id}/reports/{filename}")
def download_report(team_id: int, filename: str, _member=Depends(require_team_member)):
    path = report_path(team_id, filename)
    return FileResponse(path, filename=path.name)
