import yaml
from aiohttp import web


class WorkflowLoader:
    def __init__(self, loader=yaml.Loader):
        self.loader = loader

    def load(self, text):
        spec = yaml.load(text, Loader=self.loader)
        if not isinstance(spec, dict) or "steps" not in spec:
            raise web.HTTPBadRequest(text="missing steps")
        return spec


class WorkflowImportView(web.View):
    async def post(self):
        text = await self.request.text()
        spec = WorkflowLoader().load(text)
        self.request.app["workflows"][spec.get("name", "unnamed")] = spec
        return web.json_response({"steps": len(spec["steps"])})


app = web.Application()
app["workflows"] = {}
app.router.add_view("/workflows/import", WorkflowImportView)
