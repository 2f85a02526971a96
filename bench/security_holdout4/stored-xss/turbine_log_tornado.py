import tornado.web
from tornado.escape import xhtml_escape


class TurbineLogHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store

    async def post(self, turbine_id):
        await self.store.add_entry(
            turbine_id,
            technician=self.get_body_argument("technician"),
            remark=self.get_body_argument("remark"),
        )
        self.redirect(f"/turbines/{turbine_id}/log")

    async def get(self, turbine_id):
        entries = await self.store.entries_for(turbine_id)
        items = "".join(
            "<li>%s: %s</li>" % (xhtml_escape(e["technician"]), xhtml_escape(e["remark"])) for e in entries
        )
        self.write("<h1>Turbine %s</h1><ul>%s</ul>" % (xhtml_escape(turbine_id), items))


def make_app(store):
    return tornado.web.Application([
        (r"/turbines/([A-Z0-9-]+)/log", TurbineLogHandler, {"store": store}),
    ])
