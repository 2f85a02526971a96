import asyncio
import json
import uuid
from pathlib import Path

from aiohttp import web

MEDIA_DIR = Path("/var/media")
JOBS = {}

PRESETS = {
    "web": "-vf scale=1280:-2 -c:v libx264 -crf 23",
    "mobile": "-vf scale=640:-2 -c:v libx264 -crf 28",
    "audio": "-vn -c:a aac -b:a 128k",
}


async def health(request: web.Request) -> web.Response:
    return web.json_response({"ok": True, "jobs": len(JOBS)})


async def list_presets(request: web.Request) -> web.Response:
    return web.json_response(sorted(PRESETS))


async def run_job(job_id: str, command: str) -> None:
    JOBS[job_id]["state"] = "running"
    proc = await asyncio.create_subprocess_shell(command, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    JOBS[job_id]["state"] = "done" if proc.returncode == 0 else "failed"
    JOBS[job_id]["log"] = err.decode(errors="replace")[-2000:]


async def convert(request: web.Request) -> web.Response:
    payload = await request.json()
    source = payload.get("source", "")
    preset = PRESETS.get(payload.get("preset", "web"))
    if preset is None:
        raise web.HTTPBadRequest(text="unknown preset")
    title = payload.get("title") or Path(source).stem
    job_id = uuid.uuid4().hex
    out_file = MEDIA_DIR / "out" / f"{job_id}.mp4"
    command = f'ffmpeg -y -i "{MEDIA_DIR / source}" {preset} -metadata title="{title}" {out_file}'
    JOBS[job_id] = {"state": "queued", "source": source}
    asyncio.create_task(run_job(job_id, command))
    return web.json_response({"job": job_id}, status=202)


async def job_status(request: web.Request) -> web.Response:
    job = JOBS.get(request.match_info["job_id"])
    if job is None:
        raise web.HTTPNotFound()
    return web.Response(text=json.dumps(job), content_type="application/json")


def make_app() -> web.Application:
    app = web.Application()
    app.add_routes([
        web.get("/health", health),
        web.get("/presets", list_presets),
        web.post("/convert", convert),
        web.get("/jobs/{job_id}", job_status),
    ])
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8081)
