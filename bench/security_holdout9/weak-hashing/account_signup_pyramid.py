import hashlib
import logging
import os

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPUnauthorized
from pyramid.view import view_config
from sqlalchemy import Column, Integer, String, create_engine
from sqlalchemy.orm import declarative_base, sessionmaker

log = logging.getLogger(__name__)
Base = declarative_base()
engine = create_engine(os.environ.get("DB_URL", "sqlite:///accounts.db"))
Session = sessionmaker(bind=engine)


class Account(Base):
    __tablename__ = "accounts"
    id = Column(Integer, primary_key=True)
    email = Column(String(255), unique=True, nullable=False)
    salt = Column(String(32), nullable=False)
    password_hash = Column(String(64), nullable=False)


class PasswordHasher:
    def __init__(self, algorithm="sha1", rounds=1):
        self.algorithm = algorithm
        self.rounds = rounds

    def hash(self, password, salt):
        value = (salt + password).encode("utf-8")
        for _ in range(self.rounds):
            value = hashlib.new(self.algorithm, value).digest()
        return value.hex()


hasher = PasswordHasher()


@view_config(route_name="signup", request_method="POST", renderer="json")
def signup(request):
    email = request.json_body.get("email", "").lower()
    password = request.json_body.get("password", "")
    if "@" not in email or len(password) < 10:
        raise HTTPBadRequest()
    salt = os.urandom(8).hex()
    db = Session()
    db.add(Account(email=email, salt=salt, password_hash=hasher.hash(password, salt)))
    db.commit()
    log.info("new account %s", email)
    return {"email": email}


@view_config(route_name="signin", request_method="POST", renderer="json")
def signin(request):
    email = request.json_body.get("email", "").lower()
    db = Session()
    acct = db.query(Account).filter_by(email=email).first()
    if acct is None or hasher.hash(request.json_body.get("password", ""), acct.salt) != acct.password_hash:
        raise HTTPUnauthorized()
    request.session["account_id"] = acct.id
    return {"ok": True}


def main(global_config=None, **settings):
    Base.metadata.create_all(engine)
    with Configurator(settings=settings) as config:
        config.add_route("signup", "/signup")
        config.add_route("signin", "/signin")
        config.scan()
        return config.make_wsgi_app()
