from pathlib import Path

from aiohttp import web


class MediaSettings:
    root = Path("/srv/media")
    avatar_dir = "avatars"


class AvatarView(web.View):
    settings = MediaSettings()

    def resolve(self, filename):
        base = self.settings.root / self.settings.avatar_dir
        return base / filename

    async def get(self):
        filename = self.request.query.get("name", "default.png")
        path = self.resolve(filename)
        if not path.exists():
            raise web.HTTPNotFound()
        return web.FileResponse(path)


app = web.Application()
app.router.add_view("/avatar", AvatarView)
