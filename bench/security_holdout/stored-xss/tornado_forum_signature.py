import tornado.template
import tornado.web

POST_TEMPLATE = tornado.template.Template(
    "<div class='post'>{{ post_body }}<hr><div class='sig'>{% raw signature %}</div></div>"
)


class PostHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store

    async def get(self, post_id):
        post = await self.store.get_post(int(post_id))
        if post is None:
            raise tornado.web.HTTPError(404)
        author = await self.store.get_user(post["author_id"])
        self.write(POST_TEMPLATE.generate(post_body=post["body"], signature=author["signature"]))
