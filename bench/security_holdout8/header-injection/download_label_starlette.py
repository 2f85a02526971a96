import re

from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

NOTES = {"1": "Meeting notes for sprint 14", "2": "Release checklist"}


async def download_note(request):
    note = NOTES.get(request.path_params["note_id"])
    if note is None:
        return PlainTextResponse("not found", status_code=404)
    wanted = request.query_params.get("filename", "note")
    filename = re.sub(r"[^A-Za-z0-9._-]", "_", wanted)[:64] or "note"
    headers = {"Content-Disposition": f'attachment; filename="{filename}.txt"'}
    return PlainTextResponse(note, headers=headers)


app = Starlette(routes=[Route("/notes/{note_id}/download", download_note)])
