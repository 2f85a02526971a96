import re

from quart import Quart, make_response, request

app = Quart(__name__)
TITLE_RE = re.compile(r"[A-Za-z0-9 _.-]{1,60}")


@app.get("/reports/download")
async def download_report():
    title = request.args.get("title", "report")
    if not TITLE_RE.fullmatch(title):
        title = "report"
    body = "region,revenue\nnorth,1200\nsouth,900\n"
    resp = await make_response(body)
    resp.headers["Content-Type"] = "text/csv"
    resp.headers["Content-Disposition"] = f'attachment; filename="{title}.csv"'
    return resp
