import psycopg2
import tornado.web


class ArticleTagHandler(tornado.web.RequestHandler):
    def initialize(self, dsn):
        self.dsn = dsn

    def get(self):
        tags = self.get_arguments("tag")
        clause = ""
        for i, tag in enumerate(tags):
            if i:
                clause += ", "
            clause += "'" + tag + "'"
        query = "SELECT a.id, a.title FROM articles a JOIN article_tags t ON t.article_id = a.id"
        if clause:
            query += " WHERE t.name IN (" + clause + ")"
        with psycopg2.connect(self.dsn) as conn, conn.cursor() as cur:
            cur.execute(query)
            rows = cur.fetchall()
        self.write({"articles": [{"id": r[0], "title": r[1]} for r in rows]})
