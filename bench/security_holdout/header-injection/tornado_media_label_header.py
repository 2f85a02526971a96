import tornado.web


class MediaHandler(tornado.web.RequestHandler):
    def initialize(self, media):
        self.media = media

    async def get(self, media_id):
        item = await self.media.get(media_id)
        if item is None:
            raise tornado.web.HTTPError(404)
        label = self.get_argument("label", item.name)
        label = label.replace("\r", "").replace("\n", "")
        self.set_header("Content-Type", item.mime_type)
        self.set_header("X-Media-Label", label)
        self.write(item.data)
