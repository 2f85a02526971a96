import asyncio

from aiohttp import web

REPO_ROOT = "/srv/git/mirrors"


async def build_archive(repo, ref):
    cmd = f"git -C {REPO_ROOT}/{repo}.git archive --format=tar.gz {ref}"
    proc = await asyncio.create_subprocess_shell(
        cmd,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    stdout, stderr = await proc.communicate()
    if proc.returncode != 0:
        raise web.HTTPNotFound(text=stderr.decode(errors="replace"))
    return stdout


async def archive(request):
    repo = request.match_info["repo"]
    ref = request.query.get("ref", "HEAD")
    data = await build_archive(repo, ref)
    return web.Response(
        body=data,
        content_type="application/gzip",
        headers={"Content-Disposition": "attachment; filename=archive.tar.gz"},
    )


app = web.Application()
app.router.add_get("/repos/{repo}/archive", archive)

if __name__ == "__main__":
    web.run_app(app, port=8081)
