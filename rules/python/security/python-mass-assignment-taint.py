from django.contrib.auth.models import User as DjangoUser
from django.http import HttpRequest, JsonResponse
from fastapi import FastAPI, Request
from flask import Flask, request
from pydantic import BaseModel

from .models import Account, Group, Profile, db
from .schemas import group_schema

app = Flask(__name__)
api = FastAPI()

EDITABLE_FIELDS = {"display_name", "bio", "avatar_url"}


class ProfileIn(BaseModel):
    display_name: str
    bio: str = ""


@app.route("/accounts", methods=["POST"])
def create_account():
    # ruleid: python-mass-assignment-taint
    account = Account(**request.get_json())
    db.session.add(account)
    db.session.commit()
    return {"id": account.id}


@app.route("/accounts/explicit", methods=["POST"])
def create_account_explicit():
    body = request.get_json()
    # ok: python-mass-assignment-taint
    account = Account(email=body["email"], display_name=body.get("display_name", ""))
    db.session.add(account)
    db.session.commit()
    return {"id": account.id}


@app.route("/profile/<int:profile_id>", methods=["PATCH"])
def update_profile(profile_id):
    profile = Profile.query.get_or_404(profile_id)
    for key, value in request.json.items():
        # ruleid: python-mass-assignment-taint
        setattr(profile, key, value)
    db.session.commit()
    return {"ok": True}


@app.route("/profile/<int:profile_id>/allowed", methods=["PATCH"])
def update_profile_allowed(profile_id):
    profile = Profile.query.get_or_404(profile_id)
    for key, value in request.json.items():
        if key in EDITABLE_FIELDS:
            # ok: python-mass-assignment-taint
            setattr(profile, key, value)
    db.session.commit()
    return {"ok": True}


@app.route("/profile/<int:profile_id>/filtered", methods=["PATCH"])
def update_profile_filtered(profile_id):
    changes = {k: v for k, v in request.json.items() if k in EDITABLE_FIELDS}
    # ok: python-mass-assignment-taint
    Profile.query.filter_by(id=profile_id).update(changes)
    db.session.commit()
    return {"ok": True}


@app.route("/groups", methods=["POST"])
def create_group():
    item = group_schema.load(request.json)
    group = Group()
    for key, value in item.items():
        # ok: python-mass-assignment-taint
        setattr(group, key, value)
    db.session.add(group)
    return {"id": group.id}


@app.route("/groups/raw", methods=["POST"])
def create_group_raw():
    item = group_schema.loads(request.get_data())
    # ok: python-mass-assignment-taint
    group = Group(**item)
    db.session.add(group)
    return {"id": group.id}


@app.route("/profile/<int:profile_id>/bulk", methods=["PATCH"])
def update_profile_bulk(profile_id):
    # ruleid: python-mass-assignment-taint
    Profile.query.filter_by(id=profile_id).update(request.get_json())
    db.session.commit()
    return {"ok": True}


def django_signup(request: HttpRequest) -> JsonResponse:
    # ruleid: python-mass-assignment-taint
    user = DjangoUser.objects.create(**request.POST.dict())
    return JsonResponse({"id": user.pk})


def django_signup_fields(request: HttpRequest) -> JsonResponse:
    # ok: python-mass-assignment-taint
    user = DjangoUser.objects.create(username=request.POST["username"], email=request.POST["email"])
    return JsonResponse({"id": user.pk})


def django_rename(request: HttpRequest, pk: int) -> JsonResponse:
    data = request.POST.dict()
    # ruleid: python-mass-assignment-taint
    DjangoUser.objects.filter(pk=pk).update(**data)
    return JsonResponse({"ok": True})


def django_rename_form(request: HttpRequest, pk: int) -> JsonResponse:
    form = RenameForm(request.POST)
    if not form.is_valid():
        return JsonResponse(form.errors, status=400)
    # ok: python-mass-assignment-taint
    DjangoUser.objects.filter(pk=pk).update(**form.cleaned_data)
    return JsonResponse({"ok": True})


@api.post("/profiles")
async def create_profile(request: Request):
    payload = await request.json()
    # ok: python-mass-assignment-taint
    checked = ProfileIn(**payload)
    # ruleid: python-mass-assignment-taint
    profile = Profile(**payload)
    return {"name": checked.display_name, "id": profile.id}


@api.post("/profiles/validated")
async def create_profile_validated(request: Request):
    checked = ProfileIn.model_validate(await request.json())
    legacy = ProfileIn.parse_obj(await request.json())
    # ok: python-mass-assignment-taint
    profile = Profile(**checked.model_dump())
    # ok: python-mass-assignment-taint
    other = Profile(**legacy.dict())
    return {"id": profile.id, "other": other.id}


@api.post("/profiles/picked")
async def create_profile_picked(request: Request):
    payload = await request.json()
    # ok: python-mass-assignment-taint
    profile = Profile(**{name: payload[name] for name in EDITABLE_FIELDS if name in payload})
    return {"id": profile.id}
