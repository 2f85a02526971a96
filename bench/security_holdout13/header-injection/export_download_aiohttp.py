from urllib.parse import quote

from aiohttp import web

from .exports import build_export

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def content_disposition(filename: str) -> str:
    return "attachment; filename*=UTF-8''" + quote(filename)


async def export(request):
    export_id = request.match_info["export_id"]
    name = request.query.get("name", f"export-{export_id}") + ".xlsx"
    payload = await build_export(export_id)
    headers = {"Content-Disposition": content_disposition(name)}
    return web.Response(body=payload, content_type=XLSX, headers=headers)


app = web.Application()
app.router.add_get("/exports/{export_id}", export)
