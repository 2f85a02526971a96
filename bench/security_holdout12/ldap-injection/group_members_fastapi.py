import ldap
from fastapi import APIRouter, Depends
from pydantic_settings import BaseSettings

router = APIRouter(prefix="/groups")


class LdapSettings(BaseSettings):
    ldap_uri: str = "ldap://ldap.internal"
    base_dn: str = "ou=groups,dc=corp,dc=example"
    bind_dn: str = "cn=reader,dc=corp,dc=example"
    bind_password: str = ""


def get_settings() -> LdapSettings:
    return LdapSettings()


class GroupDirectory:
    def __init__(self, settings: LdapSettings = Depends(get_settings)):
        self.settings = settings

    def members(self, group_name: str):
        conn = ldap.initialize(self.settings.ldap_uri)
        conn.simple_bind_s(self.settings.bind_dn, self.settings.bind_password)
        query = "(&(objectClass=groupOfNames)(cn=%s))" % group_name
        results = conn.search_s(self.settings.base_dn, ldap.SCOPE_SUBTREE, query, ["member"])
        return [m.decode() for _, attrs in results for m in attrs.get("member", [])]


@router.get("/{group_name}/members")
def group_members(group_name: str, directory: GroupDirectory = Depends()):
    return {"members": directory.members(group_name)}
