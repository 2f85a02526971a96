import asyncio

from quart import Quart, jsonify, request

app = Quart(__name__)
LOG_ROOT = "/var/log/app"


@app.post("/admin/logs/archive")
async def archive_logs():
    form = await request.form
    day = form.get("day", "")
    service = form.get("service", "web")
    parts = [f"tar czf /tmp/{service}-{day}.tgz", f"{LOG_ROOT}/{service}/{day}*.log"]
    proc = await asyncio.create_subprocess_shell(
        " ".join(parts), stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await proc.communicate()
    return jsonify({"code": proc.returncode, "stderr": err.decode(errors="replace")})
