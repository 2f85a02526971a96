import jsonpickle
from aiohttp import web


class SaveSlotView(web.View):
    async def put(self):
        player_id = self.request.match_info["player_id"]
        payload = await self.request.text()
        state = self.decode_state(payload)
        await self.request.app["saves"].store(player_id, state)
        return web.json_response({"player": player_id, "level": getattr(state, "level", None)})

    @staticmethod
    def decode_state(payload):
        return jsonpickle.decode(payload)


def create_app(save_repository):
    app = web.Application(client_max_size=2 * 1024 * 1024)
    app["saves"] = save_repository
    app.router.add_view("/players/{player_id}/save", SaveSlotView)
    return app
