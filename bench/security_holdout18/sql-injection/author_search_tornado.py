import tornado.web
from peewee import CharField, IntegerField, Model, PostgresqlDatabase

db = PostgresqlDatabase("library", user="library")


class Book(Model):
    title = CharField()
    author = CharField()
    year = IntegerField()

    class Meta:
        database = db


class AuthorSearchHandler(tornado.web.RequestHandler):
    def get(self):
        author = self.get_query_argument("author", "").strip()
        pattern = f"%{author}%"
        query = Book.raw("SELECT id, title, author, year FROM book WHERE author ILIKE %s ORDER BY year", pattern)
        self.write({"books": [{"title": b.title, "author": b.author, "year": b.year} for b in query]})


app = tornado.web.Application([(r"/books/by-author", AuthorSearchHandler)])
