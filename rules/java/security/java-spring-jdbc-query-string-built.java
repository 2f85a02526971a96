package com.example.accounts;

import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.RequestParam;

@Repository
public class AccountRepository {
    private final JdbcTemplate jdbcTemplate;

    public AccountRepository(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    public List<Map<String, Object>> find(String owner) {
        // ruleid: java-spring-jdbc-query-string-built
        return jdbcTemplate.queryForList("SELECT * FROM accounts WHERE owner = '" + owner + "'");
    }

    public int close(String id) {
        String sql = "UPDATE accounts SET closed = true WHERE id = " + id;
        // ruleid: java-spring-jdbc-query-string-built
        return jdbcTemplate.update(sql);
    }

    public Integer balance(String table) {
        // ruleid: java-spring-jdbc-query-string-built
        return jdbcTemplate.queryForObject(String.format("SELECT sum(balance) FROM %s WHERE active", table), Integer.class);
    }

    public List<Map<String, Object>> findSafe(String owner) {
        // ok: java-spring-jdbc-query-string-built
        return jdbcTemplate.queryForList("SELECT * FROM accounts WHERE owner = ?", owner);
    }

    public int closeSafe(long id) {
        // ok: java-spring-jdbc-query-string-built
        return jdbcTemplate.update("UPDATE accounts SET closed = true WHERE id = ?", id);
    }

    public Integer count() {
        // ok: java-spring-jdbc-query-string-built
        return jdbcTemplate.queryForObject("SELECT count(*) FROM accounts", Integer.class);
    }

    public List<Map<String, Object>> findWithClient(JdbcClient jdbcClient, String owner) {
        // ruleid: java-spring-jdbc-query-string-built
        return jdbcClient.sql("SELECT * FROM accounts WHERE owner = '" + owner + "'").query().listOfRows();
    }

    public List<Map<String, Object>> findWithClientSafe(JdbcClient jdbcClient, String owner) {
        // ok: java-spring-jdbc-query-string-built
        return jdbcClient.sql("SELECT * FROM accounts WHERE owner = ?").param(owner).query().listOfRows();
    }
}
