import csv
import io
from datetime import date

from sanic import Sanic
from sanic.exceptions import BadRequest, NotFound
from sanic.response import json, raw

app = Sanic("exports")
EXPORTS: dict[int, list[dict]] = {}  # filled by the nightly job


def _rows(export_id: int) -> list[dict]:
    rows = EXPORTS.get(export_id)
    if rows is None:
        raise NotFound("no such export")
    return rows


@app.get("/exports")
async def list_exports(request):
    return json([{"id": key, "rows": len(rows)} for key, rows in EXPORTS.items()])


@app.get("/exports/<export_id:int>/json")
async def export_json(request, export_id: int):
    return json(_rows(export_id), headers={"Cache-Control": "private, max-age=60"})


@app.get("/exports/<export_id:int>/csv")
async def export_csv(request, export_id: int):
    rows = _rows(export_id)
    filename = request.args.get("filename", f"export-{export_id}-{date.today():%Y%m%d}.csv")
    if len(filename) > 120 or not filename.lower().endswith(".csv"):
        raise BadRequest("filename must end in .csv")
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=list(rows[0]) if rows else ["empty"])
    writer.writeheader()
    writer.writerows(rows)
    return raw(
        buf.getvalue().encode("utf-8"),
        content_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f"attachment; filename={filename}"},
    )


@app.delete("/exports/<export_id:int>")
async def drop_export(request, export_id: int):
    _rows(export_id)
    del EXPORTS[export_id]
    return json({"deleted": export_id})
