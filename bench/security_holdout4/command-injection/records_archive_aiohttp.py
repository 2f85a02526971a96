import asyncio

from aiohttp import web

ARCHIVE_DIR = "/data/hr/archives"


class ArchiveService:
    def __init__(self, archive_dir):
        self.archive_dir = archive_dir

    async def compress(self, department, label):
        command = "tar -czf {0}/{1}-{2}.tar.gz /data/hr/records/{1}".format(self.archive_dir, department, label)
        proc = await asyncio.create_subprocess_shell(command, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        _, err = await proc.communicate()
        return proc.returncode, err.decode(errors="replace")


async def create_archive(request):
    data = await request.json()
    service = request.app["archives"]
    code, err = await service.compress(data["department"], data.get("label", "adhoc"))
    if code != 0:
        return web.json_response({"status": "failed", "detail": err[-500:]}, status=500)
    return web.json_response({"status": "created"})


def build_app():
    app = web.Application()
    app["archives"] = ArchiveService(ARCHIVE_DIR)
    app.router.add_post("/archives", create_archive)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8081)
