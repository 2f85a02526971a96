import sqlite3

import tornado.web


class TeamSizeHandler(tornado.web.RequestHandler):
    def initialize(self, db_path):
        self.db_path = db_path

    def get(self):
        raw = self.get_argument("team_id", "0")
        try:
            team_id = int(raw)
        except ValueError:
            raise tornado.web.HTTPError(400)
        conn = sqlite3.connect(self.db_path)
        sql = "SELECT COUNT(*) FROM members WHERE team_id = %d" % team_id
        count = conn.execute(sql).fetchone()[0]
        conn.close()
        self.write({"team": team_id, "members": count})


def make_app():
    return tornado.web.Application([(r"/team/size", TeamSizeHandler, {"db_path": "teams.db"})])
