import configparser

import click
from ldap3 import SUBTREE, Connection, Server

from payroll.roles import replace_payroll_approvers

PAYROLL_GROUP_FILTER = "(&(objectClass=groupOfNames)(cn=payroll-approvers))"


@click.command()
@click.option("--config", "config_path", default="/etc/payroll/ldap.ini", type=click.Path(exists=True, dir_okay=False))
@click.option("--dry-run", is_flag=True)
def sync_payroll_approvers(config_path, dry_run):
    """Mirror the payroll approver group from the corporate directory."""
    cfg = configparser.ConfigParser()
    cfg.read(config_path)
    ldap_cfg = cfg["ldap"]
    conn = Connection(Server(ldap_cfg["url"]), ldap_cfg["bind_dn"], ldap_cfg["bind_password"], auto_bind=True)
    conn.search(ldap_cfg["group_base"], PAYROLL_GROUP_FILTER, SUBTREE, attributes=["member"])
    members = sorted({str(m) for entry in conn.entries for m in entry.member.values})
    click.echo(f"{len(members)} approvers in directory")
    if not dry_run:
        replace_payroll_approvers(members)
    conn.unbind()


if __name__ == "__main__":
    sync_payroll_approvers()
