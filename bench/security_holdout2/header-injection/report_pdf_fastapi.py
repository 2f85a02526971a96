from fastapi import Depends, FastAPI, Response

from reports.auth import current_user
from reports.render import render_pdf

app = FastAPI()


@app.get("/reports/{report_id}/download")
async def download_report(report_id: int, label: str = "report", user=Depends(current_user)):
    data = await render_pdf(report_id, owner=user.id)
    headers = {
        "Content-Disposition": "attachment; filename=%s.pdf" % label,
        "X-Report-Id": str(report_id),
    }
    return Response(content=data, media_type="application/pdf", headers=headers)
