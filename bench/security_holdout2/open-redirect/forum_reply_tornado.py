import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        user_id = self.get_signed_cookie("uid")
        return int(user_id) if user_id else None


class ReplyHandler(BaseHandler):
    def initialize(self, forum):
        self.forum = forum

    @tornado.web.authenticated
    async def post(self):
        try:
            thread_id = int(self.get_argument("thread"))
        except ValueError:
            raise tornado.web.HTTPError(400, "thread must be numeric")
        body = self.get_argument("body").strip()
        if not body:
            raise tornado.web.HTTPError(400, "empty reply")
        reply_id = await self.forum.add_reply(thread_id, self.current_user, body)
        self.redirect(f"/threads/{thread_id}#reply-{reply_id}")
