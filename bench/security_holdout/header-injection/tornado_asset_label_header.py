import tornado.web


class AssetHandler(tornado.web.RequestHandler):
    def initialize(self, assets):
        self.assets = assets

    async def get(self, asset_id):
        asset = await self.assets.get(asset_id)
        if asset is None:
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", asset.mime_type)
        self.set_header("X-Asset-Label", self.get_argument("label", asset.name))
        self.write(asset.data)
