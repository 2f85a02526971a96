import psycopg2
import tornado.web


class PostCategoryHandler(tornado.web.RequestHandler):
    def initialize(self, dsn):
        self.dsn = dsn

    def get(self):
        slugs = self.get_arguments("category")
        query = "SELECT p.id, p.title FROM posts p JOIN categories c ON c.id = p.category_id"
        params = []
        if slugs:
            query += " WHERE c.slug IN (" + ", ".join(["%s"] * len(slugs)) + ")"
            params.extend(slugs)
        with psycopg2.connect(self.dsn) as conn, conn.cursor() as cur:
            cur.execute(query, params)
            rows = cur.fetchall()
        self.write({"posts": [{"id": r[0], "title": r[1]} for r in rows]})
