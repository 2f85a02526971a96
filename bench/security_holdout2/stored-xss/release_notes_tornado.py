import asyncio

import asyncpg
import tornado.template
import tornado.web

NOTES_TEMPLATE = tornado.template.Template(
    "<section>{% for n in notes %}<article><h2>{{ n['version'] }}</h2>"
    "<div>{{ n['body'] }}</div></article>{% end %}</section>"
)


class ReleaseNotesHandler(tornado.web.RequestHandler):
    def initialize(self, pool):
        self.pool = pool

    async def get(self, product):
        notes = await self.pool.fetch(
            "SELECT version, body FROM release_notes WHERE product = $1 ORDER BY released_at DESC", product
        )
        html = NOTES_TEMPLATE.generate(notes=notes)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(html)


async def main():
    pool = await asyncpg.create_pool("postgresql://web@db/products")
    app = tornado.web.Application([(r"/products/(\w+)/notes", ReleaseNotesHandler, {"pool": pool})])
    app.listen(8000)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
